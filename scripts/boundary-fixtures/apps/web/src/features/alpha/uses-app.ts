// Fixture: a feature importing the app breaks web-features-below-app.
import { shell } from '../../app/shell';

export const usesApp = shell;
