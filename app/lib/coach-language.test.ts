import { describe, expect, it } from "vitest";
import { COACH_SAMPLE_REPLIES } from "../../tests/fixtures/coach/sample-replies";
import { checkLanguage } from "./coach-language";

describe("checkLanguage", () => {
  it("passes every English sample reply, strong or weak", () => {
    for (const sample of COACH_SAMPLE_REPLIES) expect(checkLanguage(sample.text).english, sample.text).toBe(true);
  });

  it("refuses replies in other languages and scripts", () => {
    const others = [
      "Nous avons trouvé un problème de sécurité pendant les tests, donc le lancement est reporté au 14. Je vous envoie un point vendredi.",
      "Hemos encontrado un fallo de seguridad durante las pruebas, así que lanzaremos el día 14. Le envío una actualización el viernes.",
      "Wir haben beim Testen eine Sicherheitslücke gefunden, deshalb starten wir am 14. Ich schicke Ihnen am Freitag ein Update.",
      "テスト中にセキュリティの問題が見つかったため、公開は14日に延期します。金曜日に最新情報をお送りします。",
      "Во время тестирования мы нашли уязвимость, поэтому запуск переносится на 14-е. В пятницу пришлю обновление.",
    ];
    for (const text of others) expect(checkLanguage(text).english, text).toBe(false);
  });

  it("leaves very short replies to the scorer", () => {
    expect(checkLanguage("Oui.").english).toBe(true);
    expect(checkLanguage("").english).toBe(true);
  });
});
