import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  everydayTitle,
  groupByMajorGroup,
  occupationSlugs,
  searchOccupations,
  singularWord,
  sitemapXml,
  slugOfTitle,
  slugWords,
  toolkitStartPath,
} from "./occupation-pages";

/** The seeded occupations (db/seed/onet-occupations.tsv): code and title. */
const seeded = fs
  .readFileSync(path.resolve(__dirname, "../../db/seed/onet-occupations.tsv"), "utf8")
  .trim()
  .split("\n")
  .slice(1)
  .map((line) => {
    const [code, title] = line.split("\t");
    return { code: code!, title: title! };
  });

describe("slugOfTitle", () => {
  it("is the title in kebab case", () => {
    expect(slugOfTitle("Registered Nurses")).toBe("registered-nurses");
    expect(slugOfTitle("Plumbers, Pipefitters, and Steamfitters")).toBe("plumbers-pipefitters-and-steamfitters");
    expect(slugOfTitle("Helpers--Carpenters")).toBe("helpers-carpenters");
    expect(slugOfTitle("Computer Systems Engineers/Architects")).toBe("computer-systems-engineers-architects");
  });

  it("drops apostrophes and accents", () => {
    expect(slugOfTitle("Police and Sheriff's Patrol Officers")).toBe("police-and-sheriffs-patrol-officers");
    expect(slugOfTitle("Café Managers")).toBe("cafe-managers");
  });
});

describe("occupationSlugs", () => {
  it("gives every seeded occupation a slug of its own, and the same one each time", () => {
    const slugs = occupationSlugs(seeded);
    expect(slugs.size).toBe(seeded.length);
    expect(new Set(slugs.values()).size).toBe(seeded.length);
    for (const slug of slugs.values()) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slugs.get("29-1141.00")).toBe("registered-nurses");
    expect(slugs.get("47-2152.00")).toBe("plumbers-pipefitters-and-steamfitters");
    expect(slugs.get("23-1011.00")).toBe("lawyers");
    expect(occupationSlugs([...seeded].reverse())).toEqual(slugs);
  });

  it("tells two occupations with one title apart by their code, the lowest code keeping the plain slug", () => {
    const slugs = occupationSlugs([
      { code: "15-1299.08", title: "Analysts" },
      { code: "13-1111.00", title: "Analysts" },
      { code: "99-0000.00", title: "Analysts 13 1111 00" },
    ]);
    expect(slugs.get("13-1111.00")).toBe("analysts");
    expect(slugs.get("15-1299.08")).toBe("analysts-15-1299-08");
    expect(new Set(slugs.values()).size).toBe(3);
  });
});

describe("everydayTitle", () => {
  const title = (code: string) => everydayTitle(seeded.find((o) => o.code === code)!);

  it("is one person's title, in the singular", () => {
    expect(title("29-1141.00")).toBe("Registered Nurse");
    expect(title("23-1011.00")).toBe("Lawyer");
    expect(title("47-2152.00")).toBe("Plumber");
    expect(title("43-6014.00")).toBe("Administrative Assistant");
    expect(title("33-1012.00")).toBe("First-Line Supervisor of Police and Detectives");
    expect(title("13-1141.00")).toBe("Job Analysis Specialist");
    expect(title("43-9061.00")).toBe("General Office Clerk");
    expect(title("47-3012.00")).toBe("Carpenter Helper");
  });

  it("singularises job words, not words that only end in s", () => {
    expect(singularWord("Secretaries")).toBe("Secretary");
    expect(singularWord("Coaches")).toBe("Coach");
    expect(singularWord("Engineers/Architects")).toBe("Engineer/Architect");
    expect(singularWord("Sales")).toBe("Sales");
    expect(singularWord("Economics")).toBe("Economics");
    expect(singularWord("Boss")).toBe("Boss");
  });

  it("is a title for every occupation", () => {
    for (const o of seeded) expect(everydayTitle(o).length, o.title).toBeGreaterThan(2);
  });
});

describe("groupByMajorGroup", () => {
  it("files every occupation under its SOC major group, Management first, titles in order", () => {
    const groups = groupByMajorGroup(seeded);
    expect(groups.map((g) => g.group)).toEqual([...groups.map((g) => g.group)].sort());
    expect(groups[0]).toMatchObject({ group: "11", label: "Management" });
    expect(groups.reduce((n, g) => n + g.occupations.length, 0)).toBe(seeded.length);
    const healthcare = groups.find((g) => g.group === "29")!;
    expect(healthcare.label).toBe("Healthcare Practitioners and Technical");
    expect(healthcare.occupations.map((o) => o.code)).toContain("29-1141.00");
    const titles = healthcare.occupations.map((o) => o.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
  });
});

describe("searchOccupations", () => {
  it("finds titles by the start of their words, plural or not", () => {
    const nurses = searchOccupations(seeded, "nurse").map((o) => o.code);
    expect(nurses).toContain("29-1141.00");
    expect(nurses).toContain("29-1171.00");
    expect(searchOccupations(seeded, "Plumbers").map((o) => o.code)).toContain("47-2152.00");
  });

  it("puts the occupation an everyday title names first", () => {
    expect(searchOccupations(seeded, "solicitor")[0]!.code).toBe("23-1011.00");
    expect(searchOccupations(seeded, "plumber")[0]!.code).toBe("47-2152.00");
  });

  it("finds nothing for nothing, and at most 50", () => {
    expect(searchOccupations(seeded, "  ")).toEqual([]);
    expect(searchOccupations(seeded, "zzzqqq")).toEqual([]);
    expect(searchOccupations(seeded, "e").length).toBeLessThanOrEqual(50);
  });
});

describe("addresses", () => {
  it("reads an unknown slug as words for the search box", () => {
    expect(slugWords("registred-nurses")).toBe("registred nurses");
  });

  it("fills the toolkit form in with the title", () => {
    expect(toolkitStartPath("Registered Nurse")).toBe("/aitoolkit?title=Registered+Nurse");
  });

  it("lists absolute addresses in the sitemap, each once, escaped", () => {
    const xml = sitemapXml("https://academy.example/", ["/", "/tools", "/ai-tools-for"], [{ slug: "registered-nurses" }, { slug: "a&b" }]);
    expect(xml).toContain("<loc>https://academy.example/</loc>");
    expect(xml).toContain("<loc>https://academy.example/ai-tools-for/registered-nurses</loc>");
    expect(xml).toContain("<loc>https://academy.example/ai-tools-for/a&amp;b</loc>");
    expect(xml.match(/<loc>https:\/\/academy\.example\/ai-tools-for<\/loc>/g)).toHaveLength(1);
  });
});
