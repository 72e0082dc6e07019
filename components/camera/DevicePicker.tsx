import { useId } from "react";

// A labelled native select of one kind of device (camera or microphone).
export function DevicePicker({
  label,
  devices,
  value,
  disabled,
  onChange,
}: {
  label: string;
  devices: MediaDeviceInfo[];
  value: string;
  disabled?: boolean;
  onChange(deviceId: string): void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled || devices.length === 0}
        onChange={(e) => onChange(e.target.value)}
        className="w-full min-w-0 rounded border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-sky-700 focus:outline-2 focus:outline-sky-700"
      >
        {devices.length === 0 && <option value="">None found</option>}
        {devices.map((device, i) => (
          <option key={device.deviceId || i} value={device.deviceId}>
            {device.label || `${label} ${i + 1}`}
          </option>
        ))}
      </select>
    </div>
  );
}
