using Halvorsen.Backoffice.Api.Integrations.Ringcrest;
using Halvorsen.Backoffice.Api.Services;
using Microsoft.AspNetCore.Mvc;

namespace Halvorsen.Backoffice.Api.Controllers;

[ApiController]
[Route("api/campaign-lists")]
public sealed class CampaignListsController : ControllerBase
{
    private readonly CallCampaignService _campaigns;

    public CampaignListsController(CallCampaignService campaigns) => _campaigns = campaigns;

    [HttpPost("{customerSegment}/push")]
    public async Task<IActionResult> Push(string customerSegment, CancellationToken ct)
    {
        try
        {
            var result = await _campaigns.PushSegmentAsync(customerSegment, ct);
            return Ok(result);
        }
        catch (RingcrestApiException ex) when (ex.Failure == RingcrestFailure.ApiDisabled)
        {
            return Problem(title: "Dialer integration is switched off", statusCode: 409);
        }
        catch (RingcrestApiException ex) when (ex.Failure == RingcrestFailure.ActingUserNotFound)
        {
            return Problem(title: "Your account is not provisioned in Ringcrest", statusCode: 403);
        }
    }
}
