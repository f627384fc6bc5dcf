// Uploads minidumps with libcurl (runs in the crash handler child process,
// so no Qt event loop here).
#include <curl/curl.h>
#include <string>

bool uploadMinidump(const std::string &path, const std::string &dsn, const std::string &release)
{
    CURL *curl = curl_easy_init();
    if (!curl)
        return false;

    curl_mime *mime = curl_mime_init(curl);
    curl_mimepart *part = curl_mime_addpart(mime);
    curl_mime_name(part, "upload_file_minidump");
    curl_mime_filedata(part, path.c_str());
    part = curl_mime_addpart(mime);
    curl_mime_name(part, "sentry[release]");
    curl_mime_data(part, release.c_str(), CURL_ZERO_TERMINATED);

    const std::string url = dsn + "/api/4506012/minidump/";
    curl_easy_setopt(curl, CURLOPT_URL, url.c_str());
    curl_easy_setopt(curl, CURLOPT_MIMEPOST, mime);
    curl_easy_setopt(curl, CURLOPT_TIMEOUT, 30L);

    const CURLcode rc = curl_easy_perform(curl);
    long status = 0;
    curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &status);
    curl_mime_free(mime);
    curl_easy_cleanup(curl);
    return rc == CURLE_OK && status < 300;
}
