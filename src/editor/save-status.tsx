// What a save came to, said where the marketer sees it and announced: "Saved", or each field the
// build refused, nested ones too, each a button that opens it.
import "./save-status.css";

import { useId } from "react";

import { openField } from "./open-field.ts";
import { refusalSummary } from "./refused-fields.ts";
import { type SaveState, useSaveState } from "./save-watch.ts";

const time = (at: Date) => at.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });

function announcement(state: SaveState): string {
  if (state.kind === "saving") return "Saving…";
  if (state.kind === "saved") return `Saved at ${time(state.at)}`;
  if (state.kind === "refused") return state.fields.length ? refusalSummary(state.fields.length) : "Not saved.";
  return "";
}

export default function SaveStatus() {
  const state = useSaveState();
  const heading = useId();
  const said = announcement(state);
  return (
    <div className="save-status" data-state={state.kind}>
      {/* Always in the page, so that what it comes to say is announced. */}
      <p role="status" className={said ? "save-status-line" : "save-status-line save-status-quiet"}>
        {said}
      </p>
      {state.kind === "refused" && state.fields.length > 0 && (
        <section className="save-status-fields" aria-labelledby={heading}>
          <h2 id={heading}>Change these, then save again</h2>
          <ul>
            {state.fields.map((field, index) => (
              <li key={index}>
                <button type="button" onClick={() => void openField(field.steps)}>
                  {field.names.join(" › ")}
                </button>
                <span>{field.message}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
