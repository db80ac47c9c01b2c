import { CreateOfframpForm } from './components/CreateOfframpForm';
import { EspTransactions } from './components/EspTransactions';

export function App() {
  return (
    <main>
      <h1>Ramp</h1>
      <EspTransactions />
      <CreateOfframpForm />
    </main>
  );
}
