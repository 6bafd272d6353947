import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { Provider } from 'urql';
import { createApiClient } from './api/client.ts';
import { Shell } from './shell/Shell.tsx';
import './styles.css';

const client = createApiClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider value={client}>
      <BrowserRouter>
        <Routes>
          <Route path="/evaluation" element={<Shell />} />
          <Route path="*" element={<Navigate to="/evaluation" replace />} />
        </Routes>
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
