using System.Net;
using Microsoft.Azure.Functions.Worker;
using Microsoft.Azure.Functions.Worker.Http;
using Microsoft.Extensions.Logging;
using Microsoft.Graph;
using Microsoft.Graph.Models.ODataErrors;

namespace Fabrikam.Dialer.Functions.Functions;

/// <summary>Looks up a new SDR in Entra ID before HR adds them to the dialer group.</summary>
public sealed class ProvisionSdrFunction
{
    private readonly GraphServiceClient _graph;
    private readonly ILogger<ProvisionSdrFunction> _logger;

    public ProvisionSdrFunction(GraphServiceClient graph, ILogger<ProvisionSdrFunction> logger)
    {
        _graph = graph;
        _logger = logger;
    }

    [Function("ProvisionSdr")]
    public async Task<HttpResponseData> RunAsync(
        [HttpTrigger(AuthorizationLevel.Function, "post", Route = "sdr/{upn}")] HttpRequestData req, string upn)
    {
        try
        {
            var user = await _graph.Users[upn].GetAsync();
            var ok = req.CreateResponse(HttpStatusCode.OK);
            await ok.WriteAsJsonAsync(new { user!.Id, user.DisplayName });
            return ok;
        }
        catch (ODataError ex) when (ex.ResponseStatusCode == 404)
        {
            _logger.LogWarning("User {Upn} not found in Entra ID", upn);
            var notFound = req.CreateResponse(HttpStatusCode.NotFound);
            await notFound.WriteAsJsonAsync(new { error = "user not found" });
            return notFound;
        }
        catch (ODataError ex) when (ex.ResponseStatusCode is 502 or 503)
        {
            _logger.LogWarning(ex, "Graph is having a moment");
            return req.CreateResponse(HttpStatusCode.ServiceUnavailable);
        }
    }
}
