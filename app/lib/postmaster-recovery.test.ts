import { describe, expect, it } from "vitest";
import { decideRecovery, parsePostmasterPid, type PostmasterProcess, type RecoveryFacts } from "./postmaster-recovery";

// A postmaster.pid as PostgreSQL 17 writes it.
const PID_FILE = "4242\n/srv/academy/.data/postgres\n1764201600\n54329\n/tmp\n127.0.0.1\n  5432001     32768\nready   \n";
const DATA_DIR = "/srv/academy/.data/postgres";
const parsed = parsePostmasterPid(PID_FILE)!;

const ours: PostmasterProcess = { alive: true, isPostgres: true, dataDir: DATA_DIR, parentIsLiveNode: false };
const facts = (overrides: Partial<RecoveryFacts>): RecoveryFacts => ({
  dataDir: DATA_DIR,
  pidFile: parsed,
  postmaster: ours,
  owner: "gone",
  sharedMemoryAttached: 0,
  ...overrides,
});

describe("parsePostmasterPid", () => {
  it("reads the pid, data directory, port, socket directory, shared memory id and status", () => {
    expect(parsed).toEqual({ pid: 4242, dataDir: DATA_DIR, port: 54329, socketDir: "/tmp", sharedMemoryId: 32768, status: "ready" });
  });

  it("takes a file cut short by a crash for what it names, and one naming no pid as unreadable", () => {
    expect(parsePostmasterPid("4242\n/data\n")).toEqual({ pid: 4242, dataDir: "/data", port: null, socketDir: null, sharedMemoryId: null, status: null });
    expect(parsePostmasterPid("")).toBeNull();
    expect(parsePostmasterPid("not-a-pid\n/data\n")).toBeNull();
    expect(parsePostmasterPid("0\n/data\n")).toBeNull();
  });
});

describe("decideRecovery", () => {
  it("starts when nothing was left behind", () => {
    expect(decideRecovery(facts({ pidFile: null, postmaster: null, owner: "none" }))).toEqual({ action: "start" });
  });

  it("never touches a server whose academy process is alive", () => {
    expect(decideRecovery(facts({ owner: "alive" }))).toEqual({ action: "in-use", pid: 4242 });
    // Even while that process is still starting it (no postmaster.pid yet).
    expect(decideRecovery(facts({ owner: "alive", pidFile: null, postmaster: null }))).toEqual({ action: "in-use", pid: null });
  });

  it("stops our own data directory's server once its academy process is gone (killed with kill -9)", () => {
    expect(decideRecovery(facts({ owner: "gone" }))).toEqual({ action: "stop-orphan", pid: 4242 });
    // No owner record and no live Node.js parent: an orphan too.
    expect(decideRecovery(facts({ owner: "none" }))).toEqual({ action: "stop-orphan", pid: 4242 });
  });

  it("leaves a server without an owner record alone while a Node.js parent (an older academy) holds it", () => {
    expect(decideRecovery(facts({ owner: "none", postmaster: { ...ours, parentIsLiveNode: true } }))).toEqual({ action: "in-use", pid: 4242 });
    // A recorded owner that is gone decides, whoever the parent is now.
    expect(decideRecovery(facts({ owner: "gone", postmaster: { ...ours, parentIsLiveNode: true } }))).toEqual({ action: "stop-orphan", pid: 4242 });
  });

  it("removes a postmaster.pid whose process is gone (the whole group killed, or a reboot)", () => {
    expect(decideRecovery(facts({ postmaster: null }))).toEqual({ action: "remove-stale-file", pid: 4242, reason: "gone" });
    // A zombie is gone too.
    expect(decideRecovery(facts({ postmaster: { ...ours, alive: false } }))).toEqual({ action: "remove-stale-file", pid: 4242, reason: "gone" });
  });

  it("removes it when the pid was reused by another program or by another data directory's server, and never stops those", () => {
    const other = { alive: true, isPostgres: false, dataDir: null, parentIsLiveNode: true };
    expect(decideRecovery(facts({ postmaster: other }))).toEqual({ action: "remove-stale-file", pid: 4242, reason: "other-program" });
    const otherServer = { ...ours, dataDir: "/var/lib/postgresql/17/main" };
    expect(decideRecovery(facts({ postmaster: otherServer }))).toEqual({ action: "remove-stale-file", pid: 4242, reason: "other-server" });
  });

  it("waits while processes of the old server still hold its shared memory", () => {
    expect(decideRecovery(facts({ postmaster: null, sharedMemoryAttached: 3 }))).toEqual({ action: "wait", pid: 4242, attached: 3 });
    // Unknown (no /proc/sysvipc): the file goes, and PostgreSQL's own check still guards the start.
    expect(decideRecovery(facts({ postmaster: null, sharedMemoryAttached: null })).action).toBe("remove-stale-file");
  });

  it("refuses to guess about a PostgreSQL whose data directory cannot be told", () => {
    expect(decideRecovery(facts({ postmaster: { ...ours, dataDir: null } }))).toEqual({ action: "cannot-tell", pid: 4242 });
  });

  it("removes an unreadable postmaster.pid only when no academy process owns the directory", () => {
    expect(decideRecovery(facts({ pidFile: "unreadable", postmaster: null }))).toEqual({ action: "remove-stale-file", pid: null, reason: "unreadable" });
    expect(decideRecovery(facts({ pidFile: "unreadable", postmaster: null, owner: "alive" })).action).toBe("in-use");
  });
});
