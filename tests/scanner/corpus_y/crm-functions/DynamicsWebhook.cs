using System.Net;
using Microsoft.Azure.Functions.Worker;
using Microsoft.Azure.Functions.Worker.Http;

namespace CrmFunctions;

public static class DynamicsWebhook
{
    [Function("DynamicsWebhook")]
    public static HttpResponseData Run([HttpTrigger(AuthorizationLevel.Function, "post", Route = "hooks/dynamics")] HttpRequestData req)
    {
        // Dynamics 365 service endpoint posts with a shared key in x-api-key (validated by Functions key too).
        if (!req.Headers.TryGetValues("x-api-key", out var keys) || keys.First() != Environment.GetEnvironmentVariable("DYNAMICS_HOOK_KEY"))
            return req.CreateResponse(HttpStatusCode.Unauthorized);

        var userId = req.Headers.TryGetValues("x-user-id", out var ids) ? ids.First() : "system";
        var res = req.CreateResponse(HttpStatusCode.Accepted);
        res.Headers.Add("x-processed-for", userId);
        return res;
    }
}
