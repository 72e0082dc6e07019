import Link from "next/link";

const TONES = {
  error: "border-red-300 bg-red-50 text-red-900",
  warning: "border-amber-300 bg-amber-50 text-amber-900",
} as const;

/** An organisation sign-in that cannot go on: what happened, announced, and the way back to the login page. */
export function SignInDeadEnd({ message, tone }: { message: string; tone: keyof typeof TONES }) {
  return (
    <div className="flex flex-col gap-4">
      <p role="alert" className={`rounded border px-3 py-2 ${TONES[tone]}`}>
        {message}
      </p>
      <p>
        <Link href="/login/" className="text-sky-800 underline">
          Back to the login page
        </Link>
      </p>
    </div>
  );
}
