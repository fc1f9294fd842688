import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root"> for Cosmic Guide to start.');

createRoot(container).render(
  <StrictMode>
    <AppRouter />
  </StrictMode>,
);
