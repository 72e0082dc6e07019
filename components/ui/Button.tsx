import type { ComponentProps } from "react";

type Variant = "primary" | "secondary" | "danger" | "link";

const styles: Record<Variant, string> = {
  primary: "bg-sky-800 text-white hover:bg-sky-900 disabled:bg-slate-400",
  secondary: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 disabled:text-slate-400",
  danger: "bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-400",
  link: "text-sky-800 underline hover:text-sky-950 disabled:text-slate-400",
};

export function Button({
  variant = "primary",
  className = "",
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: Variant }) {
  const shape = variant === "link" ? "px-1" : "rounded px-4 py-2 font-medium";
  return (
    <button
      type={type}
      className={`${shape} ${styles[variant]} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 disabled:cursor-not-allowed ${className}`}
      {...props}
    />
  );
}
