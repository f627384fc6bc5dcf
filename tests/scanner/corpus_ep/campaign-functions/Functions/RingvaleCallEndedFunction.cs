using System.Net;
using System.Security.Cryptography;
using System.Text;
using Microsoft.Azure.Functions.Worker;
using Microsoft.Azure.Functions.Worker.Http;
using Microsoft.Extensions.Logging;

namespace CampaignFunctions.Functions;

public sealed class RingvaleCallEndedFunction(ILogger<RingvaleCallEndedFunction> log)
{
    [Function("RingvaleCallEnded")]
    public async Task<HttpResponseData> Run(
        [HttpTrigger(AuthorizationLevel.Anonymous, "post", Route = "hooks/ringvale/call-ended")] HttpRequestData req)
    {
        var payload = await new StreamReader(req.Body).ReadToEndAsync();

        if (!req.Headers.TryGetValues("x-ringvale-signature", out var sigValues))
        {
            return req.CreateResponse(HttpStatusCode.Unauthorized);
        }

        var secret = Environment.GetEnvironmentVariable("RINGVALE_WEBHOOK_SECRET")!;
        var computed = Convert.ToHexString(
            HMACSHA256.HashData(Encoding.UTF8.GetBytes(secret), Encoding.UTF8.GetBytes(payload)));

        if (!string.Equals(computed, sigValues.First(), StringComparison.OrdinalIgnoreCase))
        {
            log.LogWarning("Ringvale signature mismatch");
            return req.CreateResponse(HttpStatusCode.Unauthorized);
        }

        log.LogInformation("Call ended payload accepted ({Bytes} bytes)", payload.Length);
        return req.CreateResponse(HttpStatusCode.Accepted);
    }
}
