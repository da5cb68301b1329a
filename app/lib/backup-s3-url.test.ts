import { describe, expect, it } from "vitest";
import { describeS3Target, parseBackupS3Url, parseS3ObjectUrl, S3UrlError } from "./backup-s3-url";

describe("BACKUP_S3_URL", () => {
  it("reads the bucket, the folder and the server's options", () => {
    expect(parseBackupS3Url("s3://academy-backups/prod/db?endpoint=http://127.0.0.1:9000&region=eu-west-1&forcePathStyle=true")).toEqual({
      bucket: "academy-backups",
      prefix: "prod/db/",
      endpoint: "http://127.0.0.1:9000",
      region: "eu-west-1",
      forcePathStyle: true,
    });
    expect(parseBackupS3Url("s3://academy-backups", "ap-southeast-2")).toEqual({
      bucket: "academy-backups",
      prefix: "",
      endpoint: null,
      region: "ap-southeast-2",
      forcePathStyle: false,
    });
    expect(describeS3Target(parseBackupS3Url("s3://b-1/x/"))).toBe("s3://b-1/x/");
  });

  it("refuses what it cannot use, saying why", () => {
    const refused = (raw: string) => () => parseBackupS3Url(raw);
    expect(refused("https://bucket/x")).toThrow(/Not an s3:\/\/ address/);
    expect(refused("s3://Bad_Bucket/x")).toThrow(/not a valid bucket name/);
    expect(refused("s3://bucket/x?endpont=http://a")).toThrow(/Unknown option "endpont"/);
    expect(refused("s3://bucket/x?endpoint=ftp://a")).toThrow(/must be http/);
    expect(refused("s3://bucket/x?endpoint=http://key:secret@a")).toThrow(/Credentials/);
    expect(refused("s3://bucket/x?forcePathStyle=yes")).toThrow(/true or false/);
    expect(refused("s3://bucket/../x")).toThrow(S3UrlError);
  });
});

describe("an s3:// object named for restore or verify", () => {
  it("splits into the folder and the key", () => {
    expect(parseS3ObjectUrl("s3://b-1/prod/20261101T030000000Z-full.backup.gz")).toMatchObject({
      bucket: "b-1",
      prefix: "prod/",
      key: "prod/20261101T030000000Z-full.backup.gz",
    });
    expect(() => parseS3ObjectUrl("s3://b-1/prod/")).toThrow(/names a folder/);
  });
});
