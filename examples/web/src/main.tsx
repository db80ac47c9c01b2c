import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from './apollo';
import { App } from './App';
import { ReconnectedContext } from './reconnection';

const { client, onReconnected } = createApolloClient({
  graphqlUrl: import.meta.env.VITE_GRAPHQL_URL ?? 'http://localhost:4000/graphql',
  key: import.meta.env.VITE_RAMP_KEY,
});

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <ReconnectedContext.Provider value={onReconnected}>
        <App />
      </ReconnectedContext.Provider>
    </ApolloProvider>
  </StrictMode>,
);
