// Imported first by every script: variables from .env when the file exists; the shell's own values win.
import { existsSync } from 'node:fs';

if (existsSync('.env')) process.loadEnvFile('.env');
