// `npm run dev`: the API with reload on change (port 8080) and the Vite dev servers with hot
// reload, proxying API calls to 8080: the web app on http://localhost:5173 and the operator
// console on http://localhost:5175/console/.
import { spawn } from 'node:child_process';

// Development mode with the dev tools (captcha answers, phone-auth tokens) and the demo.
const serverEnv = { NODE_ENV: 'development', DEV_TOOLS: 'true', DEMO_MODE: 'true', ...process.env };
const children = [
  spawn('npm', ['run', 'dev', '-w', '@fortuna/server'], { stdio: 'inherit', env: serverEnv }),
  spawn('npm', ['run', 'dev', '-w', '@fortuna/web'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@fortuna/console'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
