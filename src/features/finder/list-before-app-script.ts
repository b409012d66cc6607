import { startListBeforeApp } from './list-before-app'

// The list page's second inline script (list-before-app.ts), as the build bundles it.
startListBeforeApp(document)
