// The frame of every signed-in page, loaded on demand: it brings Apollo Client (the
// login page does without it) and the navigation bar.
import { Outlet } from "react-router-dom";
import { WithApollo } from "./with-apollo";
import { Navbar } from "./navbar";

export default function SignedInLayout() {
  return (
    <WithApollo>
      <Navbar />
      <main id="main" className="main main--signed-in">
        <Outlet />
      </main>
    </WithApollo>
  );
}
