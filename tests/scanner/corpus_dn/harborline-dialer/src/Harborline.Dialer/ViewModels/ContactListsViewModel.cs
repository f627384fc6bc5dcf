using System.Collections.ObjectModel;
using CommunityToolkit.Mvvm.ComponentModel;
using CommunityToolkit.Mvvm.Input;
using Harborline.Dialer.Services.Ringmesh;

namespace Harborline.Dialer.ViewModels;

public partial class ContactListsViewModel : ObservableObject
{
    private readonly IRingmeshClient _ringmesh;

    public ContactListsViewModel(IRingmeshClient ringmesh) => _ringmesh = ringmesh;

    public ObservableCollection<ContactListDto> Lists { get; } = new();

    [ObservableProperty]
    private ContactListDto? _selected;

    [ObservableProperty]
    private string? _statusMessage;

    [ObservableProperty]
    private bool _isBusy;

    [ObservableProperty]
    private string _newPhone = string.Empty;

    [RelayCommand]
    private async Task LoadAsync()
    {
        await RunAsync(async () =>
        {
            Lists.Clear();
            foreach (var l in await _ringmesh.GetContactListsAsync())
            {
                Lists.Add(l);
            }
        });
    }

    [RelayCommand]
    private async Task AddPhoneAsync()
    {
        if (Selected is null || string.IsNullOrWhiteSpace(NewPhone)) return;
        await RunAsync(() => _ringmesh.AddContactsAsync(Selected.Id, new[] { NewPhone.Trim() }));
        NewPhone = string.Empty;
    }

    [RelayCommand]
    private Task RemovePhoneAsync(string phone) =>
        Selected is null ? Task.CompletedTask : RunAsync(() => _ringmesh.RemoveContactAsync(Selected.Id, phone));

    private async Task RunAsync(Func<Task> work)
    {
        IsBusy = true;
        StatusMessage = null;
        try
        {
            await work();
        }
        catch (RingmeshUserNotFoundException)
        {
            StatusMessage = "Your email isn't linked to a Ringmesh seat. Ask an admin to invite you.";
        }
        catch (RingmeshUnavailableException ex) when (ex.IsTransient)
        {
            StatusMessage = "Ringmesh is having trouble signing you in. Retrying may help.";
        }
        catch (RingmeshApiException ex)
        {
            StatusMessage = ex.Details.Count > 0
                ? string.Join("; ", ex.Details.Select(d => $"{d.Path}: {d.Message}"))
                : ex.Message;
        }
        finally
        {
            IsBusy = false;
        }
    }
}
