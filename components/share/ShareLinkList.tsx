import { Button } from "@/components/ui/Button";
import { formatUkDateTime } from "@/lib/dates";
import type { ShareLinkStatus, ShareLinkView } from "@/lib/share/schemas";

const STATUS_TEXT: Record<ShareLinkStatus, string> = { active: "Active", expired: "Expired", revoked: "Revoked" };
const STATUS_STYLE: Record<ShareLinkStatus, string> = {
  active: "border-green-700 bg-green-50 text-green-900",
  expired: "border-slate-400 bg-slate-100 text-slate-800",
  revoked: "border-red-700 bg-red-50 text-red-900",
};

function Status({ status }: { status: ShareLinkStatus }) {
  return <span className={`inline-block rounded border px-2 text-sm ${STATUS_STYLE[status]}`}>{STATUS_TEXT[status]}</span>;
}

const when = (iso: string | null) => (iso ? formatUkDateTime(iso) : "Never");
const labelOf = (link: ShareLinkView) => link.label || "(no label)";

function RevokeButton({ link, onRevoke }: { link: ShareLinkView; onRevoke(link: ShareLinkView): void }) {
  if (link.status !== "active") return null;
  return (
    <Button
      variant="secondary"
      className="!px-2 !py-1 text-sm"
      aria-label={`Revoke the link for ${link.organisationName}: ${labelOf(link)}`}
      onClick={() => onRevoke(link)}
    >
      Revoke
    </Button>
  );
}

// The share links as a table (wide screens) or one card each (phone width).
export function ShareLinkList({
  links,
  stacked,
  onRevoke,
}: {
  links: ShareLinkView[];
  stacked: boolean;
  onRevoke(link: ShareLinkView): void;
}) {
  if (links.length === 0) return <p className="rounded-lg border border-slate-200 bg-white p-4">No share links yet.</p>;
  if (stacked) {
    return (
      <ul aria-label="Share links" className="flex flex-col gap-3">
        {links.map((link) => (
          <li key={link.id} className="rounded-lg border border-slate-200 bg-white p-3">
            <div className="flex items-start justify-between gap-2">
              <h3 className="font-semibold">{link.organisationName}</h3>
              <Status status={link.status} />
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="font-medium">Label</dt>
              <dd className="break-words">{labelOf(link)}</dd>
              <dt className="font-medium">Created</dt>
              <dd>{when(link.createdAt)}{link.createdBy ? ` by ${link.createdBy}` : ""}</dd>
              <dt className="font-medium">Expires</dt>
              <dd>{when(link.expiresAt)}</dd>
              <dt className="font-medium">Last used</dt>
              <dd>{when(link.lastUsedAt)}</dd>
              <dt className="font-medium">Uses</dt>
              <dd>{link.useCount}</dd>
            </dl>
            <div className="mt-2">
              <RevokeButton link={link} onRevoke={onRevoke} />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Share links, newest first</caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            <th scope="col" className="p-2">Organisation</th>
            <th scope="col" className="p-2">Label</th>
            <th scope="col" className="p-2">Created</th>
            <th scope="col" className="p-2">Expires</th>
            <th scope="col" className="p-2">Last used</th>
            <th scope="col" className="p-2 text-right">Uses</th>
            <th scope="col" className="p-2">Status</th>
            <th scope="col" className="p-2"><span className="sr-only">Actions</span></th>
          </tr>
        </thead>
        <tbody>
          {links.map((link) => (
            <tr key={link.id} className="border-t border-slate-200 align-top">
              <th scope="row" className="p-2 font-semibold">{link.organisationName}</th>
              <td className="p-2 break-words">{labelOf(link)}</td>
              <td className="p-2">
                {when(link.createdAt)}
                {link.createdBy && <span className="block text-slate-700">by {link.createdBy}</span>}
              </td>
              <td className="p-2">{when(link.expiresAt)}</td>
              <td className="p-2">{when(link.lastUsedAt)}</td>
              <td className="p-2 text-right">{link.useCount}</td>
              <td className="p-2"><Status status={link.status} /></td>
              <td className="p-2"><RevokeButton link={link} onRevoke={onRevoke} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
