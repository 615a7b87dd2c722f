import { initialLoad } from './initial-load';
for (const dist of process.argv.slice(2)) console.log(dist, (await initialLoad(dist)).total.gzip);
