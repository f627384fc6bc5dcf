using System.Net;
using Dispatch.Api.Clients;
using Dispatch.Api.Models;
using Refit;

namespace Dispatch.Api.Services;

public sealed class ContactListSyncService(ICallvaneApi callvane, ILogger<ContactListSyncService> logger) : BackgroundService
{
    private const string DriversListId = "drivers-on-duty";

    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        using var timer = new PeriodicTimer(TimeSpan.FromMinutes(10));
        while (await timer.WaitForNextTickAsync(stoppingToken))
        {
            try
            {
                var phones = await DriverRoster.OnDutyPhonesAsync(stoppingToken);
                var contacts = phones.Select(p => new CallvaneContact(p)).ToList();
                await callvane.AppendContactsAsync(DriversListId, new AppendContactsRequest(contacts), stoppingToken);
            }
            catch (ApiException ex) when (ex.StatusCode == HttpStatusCode.ServiceUnavailable)
            {
                logger.LogWarning("Callvane public API is disabled for our tenant; skipping sync");
            }
            catch (ApiException ex) when (ex.StatusCode == HttpStatusCode.NotFound)
            {
                var body = await ex.GetContentAsAsync<CallvaneErrorBody>();
                if (body?.Error == "user not found")
                    logger.LogError("Callvane acting user is missing in the IdP");
                else
                    logger.LogError("Contact list {List} not found: {Message}", DriversListId, body?.Error);
            }
        }
    }
}
