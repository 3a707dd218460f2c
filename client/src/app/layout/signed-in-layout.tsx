// The frame of every signed-in page, loaded on demand: it brings Apollo Client (the
// login page does without it) and the navigation bar.
import { Outlet } from "react-router-dom";
import { WithApollo } from "./with-apollo";
import { Navbar } from "./navbar";
import { WeekStartKnown } from "./week-start-known";
import { PushOpener } from "@/features/push/components/push-opener";
import { PushPrompt } from "@/features/push/components/push-prompt";

export default function SignedInLayout() {
  return (
    <WithApollo>
      <Navbar />
      <PushOpener />
      <main id="main" className="main main--signed-in">
        <WeekStartKnown>
          <Outlet />
        </WeekStartKnown>
        {/* After the page, not above it: arriving with its answer, it moves nothing already
            shown (above the page it pushed the home screen down, a layout shift of 0.25). */}
        <PushPrompt />
      </main>
    </WithApollo>
  );
}
