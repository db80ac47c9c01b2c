import { CreateOfframpForm } from './components/CreateOfframpForm';
import { CreateOnrampForm } from './components/CreateOnrampForm';
import { EspTransactions } from './components/EspTransactions';

export function App() {
  return (
    <main>
      <h1>Ramp</h1>
      <EspTransactions />
      <CreateOfframpForm />
      <CreateOnrampForm />
    </main>
  );
}
