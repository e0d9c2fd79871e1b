import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { BrowserRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { Toasts } from './components/Toasts';
import { SessionWatcher } from './components/SessionWatcher';
import { GlobalAlert } from './components/shell/GlobalAlert';
import { AppRoutes } from './routes/AppRoutes';

export function App() {
  return (
    <FluentProvider theme={webLightTheme} style={{ minHeight: '100%' }}>
      <SWRConfig value={{ revalidateOnFocus: false }}>
        <BrowserRouter>
          <SessionWatcher />
          {/* FA §7.5: the platform's global alert, above every screen. */}
          <GlobalAlert />
          <AppRoutes />
        </BrowserRouter>
        <Toasts />
      </SWRConfig>
    </FluentProvider>
  );
}
