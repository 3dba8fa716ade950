import { useRoiCalculator } from "./calculator.ts";

/** The heading and promise above the "Send me this estimate" form. */
export function RoiSendIntro() {
  const { send } = useRoiCalculator().copy;
  return (
    <>
      <h2 id="roi-send-title" className="text-xl font-bold tracking-tight text-ink-900">
        {send.title}
      </h2>
      <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{send.description}</p>
    </>
  );
}
