// The empty list (docs/product.md#projects-screen), with a hint for quick-access visitors, who only see projects
// linked to their organisation.
export function EmptyProjects({ quickAccess }: { quickAccess: boolean }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-6">
      <p className="text-lg font-semibold">No Projects Found</p>
      {quickAccess && (
        <p className="mt-2 text-slate-800">
          With quick access you see the projects of your organisation: those with someone whose email address
          matches the email domain of your organisation. If you expected to see projects, check that you used
          your organisation email address.
        </p>
      )}
    </div>
  );
}
