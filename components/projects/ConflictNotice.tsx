import { Button } from "@/components/ui/Button";

// Shown when a save answered 409: someone else saved first. Reload takes their version.
export function ConflictNotice({ message, onReload }: { message: string; onReload(): void }) {
  return (
    <div role="alert" className="flex flex-col gap-2 rounded border border-amber-400 bg-amber-50 p-3 text-amber-950">
      <p>{message}</p>
      <Button variant="secondary" className="self-start" onClick={onReload}>
        Reload
      </Button>
    </div>
  );
}
