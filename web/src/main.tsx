import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startRouteData } from './app/route-data';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// Before the first render, so the first screen's data call runs alongside its route chunk.
startRouteData(window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
