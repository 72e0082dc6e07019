/** What shows while a dialog's code loads: the page dimmed as the dialog's overlay dims it. */
export function DialogLoading() {
  return <div aria-busy="true" className="fixed inset-0 z-50 cursor-wait bg-black/40" />;
}
