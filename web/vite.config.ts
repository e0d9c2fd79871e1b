import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { routeDeclarationsWithoutSchemas } from './build/route-declarations';

const api = 'http://localhost:3000';

// The SPA is served from / by the local server (and by CloudFront in AWS); the API lives at /api on the same origin.
export default defineConfig({
  base: '/',
  plugins: [routeDeclarationsWithoutSchemas(), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Few chunks on the landing pages' load chain (issue 11 §4): under Lighthouse's mobile throttling every chunk
    // that the page awaits costs a round trip, and rolldown's default split left /signin 47 scripts and the
    // client dashboard 73, most under 1 KB. Each group below takes the module its `test` names together with that
    // module's static imports (not its lazy ones), higher priority first:
    // - everything the entry imports statically stays in the entry chunk;
    // - `landing`: the small modules that the sign-in page and the signed-in Shell share (the sign-in's landing
    //   selection sets the Tax Year, so the year's store and the time helpers it uses are here, not in `shell`,
    //   which /signin would otherwise load whole for them); and the document routes' declarations (method and
    //   path), which the Shell and the public drop-link page share: in `shell` they made /drop-link load it whole;
    // - `forms`: Fluent's Field, Input and Text (the sign-in form, the dashboard's selectors); `choices`: Radio,
    //   Select and SearchBox (the dashboard, and pages without the Shell);
    // - `shell`: the signed-in frame, the home page switch, the dashboard data preload (main.tsx) and the
    //   questionnaire and tax return rules that the signed-in pages share;
    // - `dashboard` and `staff-home`: each home page with the rest of what it needs; `staff-home` also holds the
    //   staff navigation and the bell, which main.tsx fetches for every staff page (clients never do);
    // - `focus`: Fluent's focus library (tabster), which dialogs, drawers and menus need and no landing page does,
    //   with the Shell's hold on it (see Shell);
    // - `pdfjs` and `pdf-viewer`: pdf.js and react-pdf with pdf.js's viewer helpers, which only the draft review's
    //   PDF viewer loads (on demand): in one chunk with it they passed Vite's 500 kB warning.
    // Other pages keep rolldown's split.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 5 },
            {
              name: 'landing',
              test: /src[\\/](components[\\/](AuthLayout|RouterLink|PageHeading)\.tsx|hooks[\\/](useSelectedCompany|useTaxYear)\.ts|api[\\/]auth\.ts|routes[\\/]documents\.ts)$/,
              priority: 5,
            },
            { name: 'forms', test: /node_modules[\\/]@fluentui[\\/]react-(field|input|text)[\\/]/, priority: 4 },
            { name: 'choices', test: /node_modules[\\/]@fluentui[\\/]react-(radio|select|search)[\\/]/, priority: 4 },
            {
              name: 'shell',
              test: /src[\\/](components[\\/]shell[\\/]Shell\.tsx|pages[\\/]HomePage\.tsx|components[\\/]dashboard[\\/]preload\.ts)$|shared[\\/]src[\\/](questionnaires|tax-returns)\.ts$/,
              priority: 3,
            },
            { name: 'dashboard', test: /src[\\/]pages[\\/]ClientDashboardPage\.tsx$/, priority: 2 },
            {
              name: 'focus',
              test: /node_modules[\\/]tabster[\\/]|src[\\/]components[\\/]shell[\\/]FocusLibraryHold\.tsx$/,
              priority: 2,
            },
            { name: 'pdfjs', test: /node_modules[\\/]pdfjs-dist[\\/]build[\\/]pdf\.mjs$/, priority: 2 },
            { name: 'pdf-viewer', test: /node_modules[\\/](pdfjs-dist[\\/]web|react-pdf)[\\/]/, priority: 1 },
            {
              name: 'staff-home',
              test: /src[\\/](pages[\\/]StaffHomePage|components[\\/](notifications[\\/]NotificationsBell|shell[\\/]StaffNav))\.tsx$/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/_ws': { target: api, ws: true, changeOrigin: true },
      '/_dev': { target: api, changeOrigin: true },
    },
  },
});
