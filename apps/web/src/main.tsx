import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

createRoot(container).render(<Providers />);
