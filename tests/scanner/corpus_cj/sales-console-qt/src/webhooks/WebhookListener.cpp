// Tiny Boost.Beast listener for call-outcome webhooks from Ringlane and
// payment events from Stripe.
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <openssl/hmac.h>
#include <openssl/crypto.h>
#include <cstdlib>
#include <string>

namespace http = boost::beast::http;

static std::string hmacHex(const std::string &secret, const std::string &data)
{
    unsigned char mac[EVP_MAX_MD_SIZE];
    unsigned int len = 0;
    HMAC(EVP_sha256(), secret.data(), static_cast<int>(secret.size()),
         reinterpret_cast<const unsigned char *>(data.data()), data.size(), mac, &len);
    static const char *hex = "0123456789abcdef";
    std::string out;
    for (unsigned i = 0; i < len; ++i) { out += hex[mac[i] >> 4]; out += hex[mac[i] & 0xf]; }
    return out;
}

bool verifyRinglane(const http::request<http::string_body> &req)
{
    const char *secret = std::getenv("RINGLANE_WEBHOOK_SECRET");
    if (!secret) return false;
    auto it = req.find("X-Ringlane-Signature");
    if (it == req.end()) return false;
    const std::string expected = hmacHex(secret, req.body());
    const std::string got(it->value());
    return got.size() == expected.size() && CRYPTO_memcmp(got.data(), expected.data(), got.size()) == 0;
}

bool verifyStripe(const http::request<http::string_body> &req)
{
    const char *secret = std::getenv("STRIPE_WEBHOOK_SECRET");
    auto it = req.find("Stripe-Signature");
    if (!secret || it == req.end()) return false;
    std::string header(it->value());
    auto t = header.substr(2, header.find(',') - 2);
    auto v1 = header.substr(header.find("v1=") + 3, 64);
    return hmacHex(secret, t + "." + req.body()) == v1;
}

http::response<http::string_body> handle(const http::request<http::string_body> &req)
{
    http::response<http::string_body> res{http::status::ok, req.version()};
    if (req.target() == "/hooks/ringlane" && !verifyRinglane(req)) res.result(http::status::unauthorized);
    else if (req.target() == "/hooks/stripe" && !verifyStripe(req)) res.result(http::status::unauthorized);
    res.prepare_payload();
    return res;
}
