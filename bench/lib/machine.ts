import os from "node:os";
import { canPin } from "./pin";

export type Machine = {
  cpu: string;
  cores: number;
  memory_gib: number;
  node: string;
  os: string;
  pinned: boolean;
  load_average_start: number[];
  load_average_end?: number[];
};

/** The machine the figures come from; the load average shows how busy it was meanwhile. */
export function describeMachine(): Machine {
  return {
    cpu: os.cpus()[0]?.model.trim() ?? "unknown",
    // os.cpus(), not availableParallelism(): the harness pins itself to one core.
    cores: os.cpus().length,
    memory_gib: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    pinned: canPin,
    load_average_start: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
}
