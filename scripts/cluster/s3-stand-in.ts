// The S3 stand-in as its own process for the cluster test (`tsx scripts/cluster/s3-stand-in.ts <port> [bucket]`):
// every node talks to it over HTTP as to a real bucket. Prints "ready <endpoint>" once it listens.
import { startS3StandIn } from '../../src/server/test/s3-stand-in';

const port = Number(process.argv[2] ?? 0);
const bucket = process.argv[3] ?? 'qk-media';
const standIn = await startS3StandIn(bucket, port);
console.log(`ready ${standIn.endpoint}`);
process.on('SIGTERM', () => {
  void standIn.close().then(() => process.exit(0));
});
