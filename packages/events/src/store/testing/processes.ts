import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";

/** A pid that certainly belongs to no running process: a child that has exited and been reaped. */
export async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await once(child, "exit");
  return child.pid!;
}

/** A child process that sleeps until it is killed: a live lock holder. */
export async function sleeper(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 600000)"], {
    stdio: "ignore",
  });
  await once(child, "spawn");
  return child;
}

/** Sends `signal` and waits until the child is reaped (a zombie would still answer `kill 0`). */
export async function killAndReap(
  child: ChildProcess,
  signal: NodeJS.Signals = "SIGKILL",
): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill(signal);
  await exited;
}
