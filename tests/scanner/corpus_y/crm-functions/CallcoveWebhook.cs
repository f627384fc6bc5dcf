using System.Net;
using System.Security.Cryptography;
using System.Text;
using CrmFunctions.Callcove;
using Microsoft.Azure.Functions.Worker;
using Microsoft.Azure.Functions.Worker.Http;
using Microsoft.Extensions.Options;

namespace CrmFunctions;

public sealed class CallcoveWebhook(IOptions<CallcoveOptions> opts)
{
    [Function("CallcoveWebhook")]
    public async Task<HttpResponseData> Run([HttpTrigger(AuthorizationLevel.Anonymous, "post", Route = "hooks/callcove")] HttpRequestData req)
    {
        var body = await new StreamReader(req.Body).ReadToEndAsync();
        if (!req.Headers.TryGetValues("X-Callcove-Signature", out var values))
            return req.CreateResponse(HttpStatusCode.Unauthorized);

        using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(opts.Value.WebhookSecret));
        var expected = Convert.ToHexString(hmac.ComputeHash(Encoding.UTF8.GetBytes(body))).ToLowerInvariant();
        if (!CryptographicOperations.FixedTimeEquals(Encoding.UTF8.GetBytes(expected), Encoding.UTF8.GetBytes(values.First())))
            return req.CreateResponse(HttpStatusCode.Unauthorized);

        return req.CreateResponse(HttpStatusCode.NoContent);
    }
}
