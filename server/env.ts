import fs from 'node:fs';

// Imported first by server/index.ts and scripts, before anything reads process.env (lib/site.ts reads it
// when loaded). Variables already set in the environment win over the file, as with `next build`.
if (fs.existsSync('.env')) process.loadEnvFile('.env');
