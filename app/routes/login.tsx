// /login: the seed's sign-in / sign-up card. Accounts arrive in a later step; until then it says so plainly.
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("Sign in or join", "Sign in to Haya or create an account to start renting and listing items.");

export default function Login() {
  const [mode, setMode] = useState<"signin" | "signup">("signin");
  const [notice, setNotice] = useState<string | null>(null);
  const signup = mode === "signup";
  return (
    <main className="flex justify-center px-4 py-10">
      <div className="w-full max-w-md rounded-xl bg-white p-6 shadow-md">
        <h1 className="text-2xl font-bold">{signup ? "Join Haya" : "Welcome Back"}</h1>
        <p className="mt-1 text-slate-600">{signup ? "Create an account to start renting" : "Sign in to your account to continue"}</p>
        <form
          className="mt-6 space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            setNotice("Haya accounts are opening soon. Nothing was sent or stored. Meanwhile you can browse every item without an account.");
          }}
        >
          {signup && (
            <div>
              <Label htmlFor="name">Full Name</Label>
              <Input id="name" name="name" required autoComplete="name" />
            </div>
          )}
          <div>
            <Label htmlFor="email">Email</Label>
            <Input id="email" name="email" type="email" required autoComplete="email" />
          </div>
          <div>
            <Label htmlFor="password">Password</Label>
            <Input id="password" name="password" type="password" required autoComplete={signup ? "new-password" : "current-password"} />
          </div>
          <Button type="submit" className="w-full">{signup ? "Create Account" : "Sign In"}</Button>
          <p role="status" className="text-sm text-slate-700">{notice}</p>
        </form>
        <p className="mt-4 text-center text-sm text-slate-700">
          {signup ? "Already have an account?" : "Don't have an account?"}{" "}
          <button type="button" className="font-semibold text-brand-700 underline" onClick={() => { setMode(signup ? "signin" : "signup"); setNotice(null); }}>
            {signup ? "Sign in" : "Sign up"}
          </button>
        </p>
        <p className="mt-4 text-center text-sm"><Link to="/browse" className="text-brand-700 underline">Browse items</Link></p>
      </div>
    </main>
  );
}
