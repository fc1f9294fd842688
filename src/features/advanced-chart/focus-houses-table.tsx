import type { FocusTable } from './focus-table';

/**
 * The houses a medical, financial or vocational reading rests on: each cusp's sign, the planets
 * ruling it and where they stand, and the bodies inside; then the focus's key planets.
 */
export function FocusHousesTable({ table }: { table: FocusTable }) {
  return (
    <div className="chart-table">
      <table className="chart-table__table">
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            <th scope="col">House</th>
            <th scope="col">Cusp sign</th>
            <th scope="col">Rulers</th>
            <th scope="col">Planets inside</th>
          </tr>
        </thead>
        <tbody>
          {table.houses.map((house) => (
            <tr key={house.house}>
              <th scope="row">House {house.house}</th>
              <td>{house.cusp}</td>
              <td>
                {house.rulers.map((ruler) => (
                  <span key={ruler} className="block">
                    {ruler}
                  </span>
                ))}
              </td>
              <td>
                {house.occupants.length === 0
                  ? '—'
                  : house.occupants.map((occupant) => (
                      <span key={occupant} className="block">
                        {occupant}
                      </span>
                    ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="chart-table__table">
        <caption>Key planets</caption>
        <thead>
          <tr>
            <th scope="col">Planet</th>
            <th scope="col">Role</th>
            <th scope="col">Placement</th>
          </tr>
        </thead>
        <tbody>
          {table.keyPlanets.map((planet) => (
            <tr key={`${planet.body}-${planet.role}`}>
              <th scope="row">{planet.body}</th>
              <td>{planet.role}</td>
              <td>{planet.placement}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
