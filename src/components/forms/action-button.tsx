/**
 * A button whose press is kept even when it comes before its island has hydrated. It submits
 * a form of its own whose action is a function: React renders such a form with a small
 * listener that holds a submission made before hydration and runs the action once the island
 * has hydrated (React 19 form actions), and without that listener the submission goes nowhere,
 * since a function has no address. The form takes no room (display: contents), so the button
 * sits in the layout as if the form were not there.
 */
export function ActionButton({
  action,
  ...props
}: Omit<React.ComponentProps<"button">, "type" | "formAction" | "onClick"> & { action: () => unknown }) {
  return (
    <form action={() => void action()} className="contents">
      <button type="submit" {...props} />
    </form>
  );
}
