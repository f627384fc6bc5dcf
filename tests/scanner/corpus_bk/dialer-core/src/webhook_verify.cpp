// Signature checks for inbound webhooks handled by the dialer gateway
// (CallHarbor call events + Stripe billing events for seat changes).
#include "webhook_verify.hpp"

#include <openssl/crypto.h>
#include <openssl/hmac.h>

#include <cstdio>
#include <string>

namespace dialer {

static std::string hmac_sha256_hex(const std::string& key, const std::string& msg)
{
    unsigned char out[EVP_MAX_MD_SIZE];
    unsigned int len = 0;
    HMAC(EVP_sha256(), key.data(), static_cast<int>(key.size()),
         reinterpret_cast<const unsigned char*>(msg.data()), msg.size(), out, &len);
    std::string hex;
    char b[3];
    for (unsigned int i = 0; i < len; ++i) {
        std::snprintf(b, sizeof b, "%02x", out[i]);
        hex += b;
    }
    return hex;
}

bool verifyHarborEvent(const HttpRequest& req, const std::string& secret)
{
    const std::string sig = req.header("X-CallHarbor-Signature");
    if (sig.empty())
        return false;
    const std::string expected = hmac_sha256_hex(secret, req.body);
    return expected.size() == sig.size() && CRYPTO_memcmp(expected.data(), sig.data(), sig.size()) == 0;
}

bool verifyStripeEvent(const HttpRequest& req, const std::string& endpointSecret)
{
    // Stripe-Signature: t=1492774577,v1=5257a869e7...
    const std::string header = req.header("Stripe-Signature");
    const auto t = header.find("t=");
    const auto v1 = header.find(",v1=");
    if (t == std::string::npos || v1 == std::string::npos)
        return false;
    const std::string ts = header.substr(t + 2, v1 - t - 2);
    const std::string sig = header.substr(v1 + 4, 64);
    return hmac_sha256_hex(endpointSecret, ts + "." + req.body) == sig;
}

} // namespace dialer
