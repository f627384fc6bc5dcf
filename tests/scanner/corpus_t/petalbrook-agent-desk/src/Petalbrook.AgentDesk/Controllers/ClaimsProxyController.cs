using Microsoft.AspNetCore.Mvc;

namespace Petalbrook.AgentDesk.Controllers;

[ApiController]
[Route("api/claims")]
public sealed class ClaimsProxyController : ControllerBase
{
    private readonly IHttpClientFactory _factory;

    public ClaimsProxyController(IHttpClientFactory factory) => _factory = factory;

    [HttpGet("{claimId}")]
    public async Task<IActionResult> Get(string claimId, [FromHeader(Name = "X-User-Id")] string agentId)
    {
        var http = _factory.CreateClient("claims");
        using var req = new HttpRequestMessage(HttpMethod.Get, $"claims/{claimId}");
        req.Headers.Add("X-User-Id", agentId);
        var resp = await http.SendAsync(req);
        if ((int)resp.StatusCode == 404)
        {
            return NotFound(new { error = "claim not found" });
        }
        if ((int)resp.StatusCode == 502)
        {
            return StatusCode(503, new { error = "claims backend unavailable" });
        }
        return Content(await resp.Content.ReadAsStringAsync(), "application/json");
    }
}
