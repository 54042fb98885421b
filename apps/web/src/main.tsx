import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

// As a transition the first render yields to the browser every few milliseconds instead of holding the
// main thread in one long task (a slow phone's input stays responsive while the store starts).
startTransition(() => {
  createRoot(container).render(<Providers />);
});
