// About Haya: what the marketplace is, what the name means, and why we built it.
import type { MetaFunction } from "react-router";
import { Link } from "~/lib/links";
import { ContentPage } from "./components/content-page";
import { pageMeta } from "~/lib/seo";
import { m } from "@core/paraglide/messages";

export const meta: MetaFunction = () =>
  pageMeta(m.info_about_title(), m.info_about_meta_description(), { named: true });

export default function AboutPage() {
  return (
    <ContentPage title={m.info_about_title()} intro={m.info_about_intro()}>
      <h2>{m.info_about_name()}</h2>
      <p>
        <strong>Haya</strong> {m.info_about_name_text()}
      </p>

      <h2>{m.info_about_mission()}</h2>
      <p>{m.info_about_mission_text()}</p>

      <h2>{m.info_about_values()}</h2>
      <ul>
        <li>
          <strong>{m.info_about_prices_label()}</strong> {m.info_about_prices_text()}{" "}
          <Link to="/pricing">{m.info_about_prices_link()}</Link>
          {m.info_about_prices_after()}
        </li>
        <li>
          <strong>{m.info_about_trust_label()}</strong> {m.info_about_trust_text()}{" "}
          <Link to="/safety">{m.info_about_trust_link()}</Link>
          {m.info_about_trust_after()}
        </li>
        <li>
          <strong>{m.info_about_fair_label()}</strong> {m.info_about_fair_before()}{" "}
          <Link to="/refunds">{m.info_about_fair_link()}</Link> {m.info_about_fair_after()}
        </li>
        <li>
          <strong>{m.info_about_open_label()}</strong> {m.info_about_open_text()}
        </li>
      </ul>

      <h2>{m.info_about_where()}</h2>
      <p>{m.info_about_where_text()}</p>

      <h2>{m.info_about_involved()}</h2>
      <p>
        {m.info_about_start_before()} <Link to="/browse">{m.info_about_start_browse()}</Link>
        {m.info_about_start_learn()} <Link to="/how-it-works">{m.info_about_start_how()}</Link>
        {m.info_about_start_or()} <Link to="/list-item">{m.info_about_start_list()}</Link>
        {m.info_about_start_questions()} <Link to="/contact">{m.info_about_start_contact()}</Link>
        {m.info_about_start_after()}
      </p>
    </ContentPage>
  );
}
