using Refit;

namespace Dispatch.Api.Clients;

// Truck telemetry service behind AWS API Gateway (x-api-key auth), stage v1.
public interface ITelemetryGateway
{
    [Get("/v1/trucks/{truckId}/position")]
    Task<TruckPosition> GetPositionAsync(string truckId);

    [Post("/v1/contact-lists/drivers/sync")]
    Task SyncDriverContactsAsync();
}

public sealed record TruckPosition(string TruckId, double Lat, double Lng, DateTimeOffset At);
