import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * A real S3-protocol server (s3rver) on a free port with one empty bucket, and the env that points
 * the app's S3 driver at it.
 */
export class TestS3Server {
  readonly bucket = 'bolsos-test-media';
  port = 0;
  private readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-s3-'));
  private readonly server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: this.dir,
    silent: true,
    configureBuckets: [{ name: this.bucket }],
  });
  private client?: S3Client;

  async start(): Promise<this> {
    this.port = (await this.server.run()).port;
    return this;
  }

  get endpoint(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** STORAGE_DRIVER=s3 settings for this server (endpoint may go through a TcpLink instead). */
  env(endpoint = this.endpoint): Record<string, string> {
    return {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: this.bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    };
  }

  /** Every key in the bucket, as the test sees it (not through the app). */
  async keys(): Promise<string[]> {
    this.client ??= new S3Client({
      region: 'us-east-1',
      endpoint: this.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const answer = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket }));
    return (answer.Contents ?? []).map((object) => object.Key as string).sort();
  }

  async stop(): Promise<void> {
    this.client?.destroy();
    await this.server.close();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
