using BrightWater.AgentPortal.Dialstream;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

namespace BrightWater.AgentPortal.Controllers;

[Authorize(Roles = "Supervisor")]
public class CampaignsController : Controller
{
    private readonly IDialstreamClient _dialstream;

    public CampaignsController(IDialstreamClient dialstream) => _dialstream = dialstream;

    public async Task<IActionResult> Index(string? cursor, CancellationToken ct)
    {
        try
        {
            var page = await _dialstream.GetContactListsAsync(cursor, ct);
            return View(page);
        }
        catch (DialstreamApiException ex) when (ex.IsApiDisabled)
        {
            TempData["Banner"] = "The dialer integration is switched off. Contact IT.";
            return View(new ContactListPage(Array.Empty<ContactList>(), null));
        }
        catch (DialstreamApiException ex) when (ex.IsUnknownUser)
        {
            TempData["Banner"] = "The dialer service account is not provisioned in Dialstream.";
            return View(new ContactListPage(Array.Empty<ContactList>(), null));
        }
    }

    [HttpPost, ValidateAntiForgeryToken]
    public async Task<IActionResult> Create(string name, CancellationToken ct)
    {
        await _dialstream.CreateContactListAsync(name, ct);
        return RedirectToAction(nameof(Index));
    }
}
