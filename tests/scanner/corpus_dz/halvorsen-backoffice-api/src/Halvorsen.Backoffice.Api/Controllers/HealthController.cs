using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Diagnostics.HealthChecks;

namespace Halvorsen.Backoffice.Api.Controllers;

[ApiController]
[Route("health")]
public sealed class HealthController : ControllerBase
{
    private readonly HealthCheckService _health;

    public HealthController(HealthCheckService health) => _health = health;

    [HttpGet]
    public async Task<IActionResult> Get(CancellationToken ct)
    {
        var report = await _health.CheckHealthAsync(ct);
        if (report.Status == HealthStatus.Unhealthy)
        {
            // 503 so the Azure App Service health probe pulls the instance out of rotation
            return StatusCode(StatusCodes.Status503ServiceUnavailable, new { error = "unhealthy", details = report.Entries.Keys });
        }

        return Ok(new { status = report.Status.ToString() });
    }
}
