/* Seat licence validation against Brightline's licensing service (Keygen-compatible). */
#include <curl/curl.h>
#include <stdio.h>
#include <string.h>

#define LICENSE_URL "https://license.brightline.io/v1/licenses/actions/validate-key"
#define LICENSE_PRODUCT_KEY "x-api-key: prod_lic_8d2f9a71c04e4b5e"

int license_validate(const char *seat_key)
{
    char body[256];
    long code = 0;
    CURL *curl = curl_easy_init();
    struct curl_slist *h = NULL;

    if (!curl) return -1;
    h = curl_slist_append(h, LICENSE_PRODUCT_KEY);
    h = curl_slist_append(h, "Content-Type: application/vnd.api+json");
    snprintf(body, sizeof body, "{\"meta\":{\"key\":\"%s\"}}", seat_key);

    curl_easy_setopt(curl, CURLOPT_URL, LICENSE_URL);
    curl_easy_setopt(curl, CURLOPT_HTTPHEADER, h);
    curl_easy_setopt(curl, CURLOPT_POSTFIELDS, body);
    curl_easy_setopt(curl, CURLOPT_TIMEOUT, 10L);

    if (curl_easy_perform(curl) == CURLE_OK)
        curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &code);

    curl_slist_free_all(h);
    curl_easy_cleanup(curl);

    /* licence server down: allow a grace period instead of locking agents out */
    if (code == 502 || code == 503 || code == 0)
        return 1;
    return code == 200 ? 0 : -2;
}
